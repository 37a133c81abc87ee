; Inno Setup 6 script of BayesGUI's Windows installer (dist\BayesGUI-setup.exe).
;
; Build on Windows, from the repository root, after PyInstaller has made dist\bayesgui\:
;   pyinstaller --noconfirm --distpath dist --workpath build\pyinstaller packaging\bayesgui.spec
;   iscc /DAppVersion=0.1.0 packaging\windows\bayesgui.iss
; (.github/workflows/installers.yml does both.) It cannot be built on Linux.
;
; Installs per user, without administrator rights, by default. Classrooms:
;   BayesGUI-setup.exe /VERYSILENT /CURRENTUSER        silent, for the current user (no admin)
;   BayesGUI-setup.exe /VERYSILENT /ALLUSERS           silent, for every user of the PC (admin)
;   /SILENT shows progress only; /NORESTART, /DIR="x:\path", /LOG="setup.log" work as usual.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "BayesGUI"
#define AppExe "bayesgui.exe"
#define ProgId "BayesGUI.Project"

[Setup]
AppId={{3B0C6C3E-6A0F-4C55-9B8E-1F2A7C9D4E51}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=BayesGUI developers
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user install without admin rights by default; the dialog (or /ALLUSERS, /CURRENTUSER) can change it.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog commandline
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
SourceDir=..\..
OutputDir=dist
OutputBaseFilename=BayesGUI-setup
SetupIconFile=resources\icons\bayesgui.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "dist\bayesgui\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "resources\icons\bayesgui.ico"; DestDir: "{app}"; Flags: ignoreversion

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; IconFilename: "{app}\bayesgui.ico"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; IconFilename: "{app}\bayesgui.ico"; Tasks: desktopicon

[Registry]
; .bayesgui project files open in BayesGUI. HKA = HKCU for a per-user install, HKLM for all users.
Root: HKA; Subkey: "Software\Classes\.bayesgui"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.bayesgui\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "BayesGUI project"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\bayesgui.ico,0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".bayesgui"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
