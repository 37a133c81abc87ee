<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ColumnListModel</name>
    <message numerus="yes">
        <source>{0} (%n level(s))</source>
        <translation>
            <numerusform>{0} (%n level)</numerusform>
            <numerusform>{0} (%n levels)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} of %n row(s) have no value in this column</source>
        <translation>
            <numerusform>{0} of %n row has no value in this column</numerusform>
            <numerusform>{0} of %n rows have no value in this column</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConfusionView</name>
    <message numerus="yes">
        <source>%n row(s) held out; {0} misclassified, {1} rejected.</source>
        <translation>
            <numerusform>%n row held out; {0} misclassified, {1} rejected.</numerusform>
            <numerusform>%n rows held out; {0} misclassified, {1} rejected.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DecisionRegionView</name>
    <message numerus="yes">
        <source>%n row(s) with a missing value left out</source>
        <translation>
            <numerusform>%n row with a missing value left out</numerusform>
            <numerusform>%n rows with a missing value left out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EmLab</name>
    <message numerus="yes">
        <source>%n row(s) with a missing value, drawn at their conditional mean ± 1 sd</source>
        <translation>
            <numerusform>%n row with a missing value, drawn at its conditional mean ± 1 sd</numerusform>
            <numerusform>%n rows with a missing value, drawn at their conditional mean ± 1 sd</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) with a missing value left out</source>
        <translation>
            <numerusform>%n row with a missing value left out</numerusform>
            <numerusform>%n rows with a missing value left out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvaluateView</name>
    <message numerus="yes">
        <source>{0}: accuracy {1:.3f}, risk {2:.3f} (the model expects {3:.3f}); %n row(s) used, {4} skipped.</source>
        <translation>
            <numerusform>{0}: accuracy {1:.3f}, risk {2:.3f} (the model expects {3:.3f}); %n row used, {4} skipped.</numerusform>
            <numerusform>{0}: accuracy {1:.3f}, risk {2:.3f} (the model expects {3:.3f}); %n rows used, {4} skipped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IncompleteLab</name>
    <message numerus="yes">
        <source>Exported %n frame(s).</source>
        <translation>
            <numerusform>Exported %n frame.</numerusform>
            <numerusform>Exported %n frames.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LearningPanel</name>
    <message numerus="yes">
        <source>Nothing is trained: the estimates are counted now from %n row(s).</source>
        <translation>
            <numerusform>Nothing is trained: the estimates are counted now from %n row.</numerusform>
            <numerusform>Nothing is trained: the estimates are counted now from %n rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Updated, not retrained: the last edit touched %n count(s).</source>
        <translation>
            <numerusform>Updated, not retrained: the last edit touched %n count.</numerusform>
            <numerusform>Updated, not retrained: the last edit touched %n counts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The bars, show your work and every prediction read the look-up table: %n number(s).</source>
        <translation>
            <numerusform>The bars, show your work and every prediction read the look-up table: %n number.</numerusform>
            <numerusform>The bars, show your work and every prediction read the look-up table: %n numbers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trained on %n row(s).</source>
        <translation>
            <numerusform>Trained on %n row.</numerusform>
            <numerusform>Trained on %n rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last edit touched %n count(s).</source>
        <translation>
            <numerusform>The last edit touched %n count.</numerusform>
            <numerusform>The last edit touched %n counts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Classified %n row(s)</source>
        <translation>
            <numerusform>Classified %n row</numerusform>
            <numerusform>Classified %n rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelPanel</name>
    <message numerus="yes">
        <source>Trained on %n row(s)</source>
        <translation>
            <numerusform>Trained on %n row</numerusform>
            <numerusform>Trained on %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n class(es)</source>
        <translation>
            <numerusform>%n class</numerusform>
            <numerusform>%n classes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) without a class</source>
        <translation>
            <numerusform>%n row without a class</numerusform>
            <numerusform>%n rows without a class</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n skipped</source>
        <translation>
            <numerusform>; %n skipped</numerusform>
            <numerusform>; %n skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n row(s) with missing values used</source>
        <translation>
            <numerusform>; %n row with missing values used</numerusform>
            <numerusform>; %n rows with missing values used</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message numerus="yes">
        <source>%n note(s) about this table. </source>
        <translation>
            <numerusform>%n note about this table. </numerusform>
            <numerusform>%n notes about this table. </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QueryForm</name>
    <message numerus="yes">
        <source>%n more feature(s) have no control here; they keep the values of the chosen row.</source>
        <translation>
            <numerusform>%n more feature has no control here; it keeps the value of the chosen row.</numerusform>
            <numerusform>%n more features have no control here; they keep the values of the chosen row.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StreamPanel</name>
    <message numerus="yes">
        <source>Row {0} of {1} learnt: it touched %n count(s).</source>
        <translation>
            <numerusform>Row {0} of {1} learnt: it touched %n count.</numerusform>
            <numerusform>Row {0} of {1} learnt: it touched %n counts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableEditor</name>
    <message numerus="yes">
        <source>Add %n row(s)</source>
        <translation>
            <numerusform>Add %n row</numerusform>
            <numerusform>Add %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n row(s)</source>
        <translation>
            <numerusform>Delete %n row</numerusform>
            <numerusform>Delete %n rows</numerusform>
        </translation>
    </message>
</context>
</TS>
